import { describeServiceBasics } from '@hvac/service-kit/testing';
import { billingService } from '../src/service';

describeServiceBasics(billingService);
