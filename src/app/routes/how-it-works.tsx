import { HowItWorksPage } from '@/features/info-pages/how-it-works-page';

export function HowItWorksRoute() {
  return <HowItWorksPage />;
}
