import type { Language } from '../../shared/settings';

/** One entry of public/videos/manifest.json; `src` stays null until the video file is shipped. */
export interface HelpVideo {
  id: string;
  title: Record<Language, string>;
  minutes: number;
  src: string | null;
}

export const VIDEO_MANIFEST_URL = '/videos/manifest.json';

/** The manifest is a static file next to the app, not an API call (no token, no tenant). */
export async function loadVideoManifest(): Promise<HelpVideo[]> {
  const response = await fetch(VIDEO_MANIFEST_URL);
  if (!response.ok) throw new Error(`${VIDEO_MANIFEST_URL}: ${response.status}`);
  return ((await response.json()) as { videos: HelpVideo[] }).videos;
}
