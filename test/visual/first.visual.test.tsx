import { parts, visualSuite } from './visualSuite';

visualSuite(parts.first);
