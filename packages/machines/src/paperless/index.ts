export {
  type LoadEmailNoticesInput,
  type LoadEmailNoticesOutput,
  type PaperlessInput,
  paperlessMachine,
  type SaveEmailNoticesInput,
  type SaveEmailNoticesOutput,
} from './paperless.machine';
