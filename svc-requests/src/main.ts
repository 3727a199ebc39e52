import { runService } from '@hvac/service-kit';
import { requestsService } from './service';

void runService(requestsService);
