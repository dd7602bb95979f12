export { toMermaid } from './graph/toMermaid';
export * from './maintenanceBanner';
export { formatMessage, type Message, type Messages, messages } from './messages';
export { machines } from './registry';
export * from './validation';
