import { linkGuards } from '../links/link-hooks';
import { resolvedLinks } from '../links/declarations';
import type { DomainGuards } from '../resources/hooks';

/** The link rules of the generic writes, for both sides of every x-links declaration (links/link-hooks.ts). */
const links: DomainGuards = (registry) => linkGuards(resolvedLinks(registry));

export default links;
