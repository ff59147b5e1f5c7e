export * from './model';
export * from './define';
export * from './resolve';
export * from './registry';
export * from './value-types';
export * from './validators';
