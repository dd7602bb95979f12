export * from './maintenanceBanner';
export { formatMessage, type Message, type Messages, messages } from './messages';
export * from './validation';
export { toMermaid } from './graph/toMermaid';
export { machines } from './registry';
