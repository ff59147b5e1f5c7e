/** Adapters to outside systems: see adapter.ts. */
export {
  AdapterError,
  AdapterRegistry,
  defineAdapter,
  instantiate,
  mapFailure,
  refused,
  type AdapterApi,
  type AdapterCall,
  type AdapterDefinition,
  type AdapterFailure,
  type AdapterInstance,
  type AdapterSettings,
  type Client,
} from './adapter';
export { httpJson, type JsonPoster } from './http-transport';
export { adapterSettingsFromEnv, parseSimulator } from './settings';
export { prng, SimulatedRefusal, Simulation, type Outcome, type SimulatorSettings } from './simulator';
