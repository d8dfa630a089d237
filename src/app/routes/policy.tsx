import { PolicyPage } from '@/features/info-pages';

export function PolicyRoute() {
  return <PolicyPage />;
}
