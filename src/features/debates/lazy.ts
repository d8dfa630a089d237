/** Each home section of the debates feature is its own chunk, loaded when first opened. */
export const loadCreateDebateSection = async () =>
  (await import('./create-debate-section')).CreateDebateSection;
export const loadBrowseDebatesSection = async () =>
  (await import('./browse-debates-section')).BrowseDebatesSection;
