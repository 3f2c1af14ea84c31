/** A member of the AlphaScout team, shown in the About popup. Not a stored collection. */
import * as v from 'valibot';

import { imageRef, optionalUrl, requiredText, shortText } from './common';

export const aboutTeamMemberSchema = v.object({
  name: requiredText,
  role: shortText,
  /** A raster data URL, a path on this site or an http(s) URL (see imageRef). */
  avatar: imageRef,
  links: v.object({ twitter: optionalUrl, linkedin: optionalUrl }),
});

export type AboutTeamMember = v.InferOutput<typeof aboutTeamMemberSchema>;
