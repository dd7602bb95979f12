export {
  type AccountRemovalActor,
  AccountRemovalDrawer,
  type AccountRemovalDrawerProps,
} from './AccountRemovalDrawer';
