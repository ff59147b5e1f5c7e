/** The data layer's public surface: the contract transport, the providers and their types. */
export * from './provider';
export * from './context';
export {
  http,
  createHttp,
  configureTransport,
  resetTransport,
  transportConfig,
  unwrap,
  TransportError,
  type Envelope,
  type FailureKind,
  type Notifier,
  type TransportConfig,
} from './transport';
export type { ProgressBar } from './progress';
export { createBladeProvider, listParams, pageParams } from './blade';
export { createRestfulProvider } from './restful';
export { createDataProvider } from './create-provider';
export { createJobApi, JOB_BASE } from './jobs';
export { fileNameFromDisposition, saveBlob } from './files';
