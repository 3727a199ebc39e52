import { runService } from '@hvac/service-kit';
import { billingService } from './service';

void runService(billingService);
