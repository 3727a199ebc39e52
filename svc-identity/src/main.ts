import { runService } from '@hvac/service-kit';
import { identityService } from './service';

void runService(identityService);
