export {
  FlowPage,
  type FlowPageProps,
  FlowTitle,
  FormActions,
  FormAlert,
  type FormAlertProps,
  FormStack,
  type FormStackProps,
} from './FlowLayout';
