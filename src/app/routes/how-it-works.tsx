import { HowItWorksPage } from '../../features/pages/how-it-works-page';

export function HowItWorksRoute() {
  return <HowItWorksPage />;
}
