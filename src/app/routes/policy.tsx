import { PolicyPage } from '../../features/pages/policy-page';

export function PolicyRoute() {
  return <PolicyPage />;
}
