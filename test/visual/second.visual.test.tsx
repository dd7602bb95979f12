import { parts, visualSuite } from './visualSuite';

visualSuite(parts.second);
