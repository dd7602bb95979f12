import { viewports, visualSuite } from './visualSuite';

visualSuite(viewports.mobile);
