/**
 * Empty, loading and error states of a screen: a provider with no rows, one that never answers and
 * one that rejects every call.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { CrudPage } from '../../engine/crud';
import { createMemoryProvider } from '../../engine/data/memory-provider';
import type { DataProvider } from '../../engine/data/provider';
import type { Registry } from '../../engine/schema/registry';
import type { EngineParameters } from '../engine-shell';
import { partsRegistry, gadget } from './parts-fixture';

const meta: Meta = { title: 'Engine parts/States', render: () => <CrudPage schema={gadget} title="States" /> };
export default meta;

type Story = StoryObj<typeof meta>;

/** Every method of a provider answered by `answer` (a pending or a rejected promise). */
function providerAnswering(registry: Registry, answer: () => Promise<never>): DataProvider {
  const base = createMemoryProvider({ registry });
  return new Proxy(base, { get: (target, prop) => (typeof target[prop as keyof DataProvider] === 'function' ? answer : Reflect.get(target, prop)) });
}

const engine = (provider: EngineParameters['provider']): { engine: EngineParameters } => ({ engine: { registry: partsRegistry, provider } });

export const Empty: Story = { parameters: engine((registry) => createMemoryProvider({ registry })) };

export const Loading: Story = { parameters: engine((registry) => providerAnswering(registry, () => new Promise<never>(() => {}))) };

export const Error: Story = {
  parameters: engine((registry) => providerAnswering(registry, () => Promise.reject(new globalThis.Error('Service unavailable (503)')))),
};
