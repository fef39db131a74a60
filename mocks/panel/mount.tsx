/** Mounts the support panel of the mock backend in its own root, outside the app. */
export function mountMockPanel() {}
