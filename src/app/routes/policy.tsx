import { PolicyPage } from '@/features/info-pages/policy-page';

export function PolicyRoute() {
  return <PolicyPage />;
}
