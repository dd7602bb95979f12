export {
  type AccountViewer,
  AccountViewProvider,
  type AccountViewProviderProps,
  useAccountReadOnly,
  useAccountViewer,
} from './AccountView';
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
export {
  type LoginField,
  LoginForm,
  type LoginFormProps,
  type LoginFormSignUp,
} from './LoginForm';
