/** Practice's section is its own chunk: home loads it when the section first opens. */
export const loadPracticeSection = async () => (await import('./practice-section')).PracticeSection;
