// Types only from the model: its TypeBox definitions are top-level calls a bundler must keep, and every
// schema file imports this index, so a value export here would put TypeBox in the browser (≈ 13 kB
// gzip). The lint and the JSON-schema writer import the TypeBox values from './model' directly.
export type * from './model';
export type * from './linkage-model';
export * from './define';
export * from './resolve';
export * from './registry';
export * from './value-types';
export * from './validators';
export * from './state-machine';
export * from './linkage';
export * from './mask';
