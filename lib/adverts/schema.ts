// Advert forms (Manage Adverts), shared by the dashboard forms and the route handlers. The partner link and the four
// social links are opened by visitors, so only http and https are accepted.
import { z } from "zod";
import { httpUrl, optionalHttpUrl, optionalUpload, requiredText } from "@/lib/core/form-basics";

export const ADVERT_REQUIRED = "Title, description and link are required.";
export const ADVERT_LINK_INVALID = "The link must be an http or https address.";
export const ADVERT_SOCIAL_INVALID = "Social links must be http or https addresses.";

export const ADVERTS_ADMIN_PAGE_SIZE = 10;

const social = optionalHttpUrl(ADVERT_SOCIAL_INVALID);

/** Create and edit take the same fields; the picture is optional on both (a card without one shows its title). */
export const advertSchema = z.object({
  title: requiredText(ADVERT_REQUIRED, 150),
  description: requiredText(ADVERT_REQUIRED, 2000),
  link: requiredText(ADVERT_REQUIRED, 2048).pipe(httpUrl(ADVERT_LINK_INVALID)),
  facebook: social,
  instagram: social,
  twitter: social,
  linkedin: social,
  image: optionalUpload("Please choose an image."),
});

export type AdvertInput = z.output<typeof advertSchema>;
