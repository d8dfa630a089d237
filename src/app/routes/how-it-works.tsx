import { HowItWorksPage } from '@/features/info-pages';

export function HowItWorksRoute() {
  return <HowItWorksPage />;
}
