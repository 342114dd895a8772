// Text for next/og share images. next/og draws only glyphs from the fonts we give it (Inter latin + latin-ext); any
// other character — an emoji above all — makes it download a font or emoji image from a CDN, which fails offline and
// on locked-down servers and takes the whole image down. So such characters are removed before drawing.

// Inter's latin, latin-ext and vietnamese subsets (from @fontsource/inter's unicode-range): ₦, and the dotted and
// toned letters of Yoruba (ẹ, ọ, ṣ, combining grave and acute). Zero-width joiners and other invisible format
// characters are left out on purpose: they glue emoji together.
const DRAWABLE =
  /[\u0020-\u007E\u00A0-\u00FF\u0100-\u02FF\u0300-\u0304\u0308\u0309\u0323\u0329\u1D00-\u1DBF\u1E00-\u1EFF\u2000-\u200A\u2010-\u2027\u2030-\u205E\u20A0-\u20C0\u2113\u2122\u2191\u2193\u2212\u2215\u2C60-\u2C7F\uA720-\uA7FF]/u;

/** The title as the share image can draw it: unsupported characters dropped, spaces tidied, long titles cut. */
export function shareTitle(title: string, max = 110): string {
  const drawable = [...title.normalize("NFC")].map((ch) => (DRAWABLE.test(ch) ? ch : " ")).join("");
  const tidy = drawable.replace(/\s+/g, " ").trim();
  return tidy.length > max ? `${tidy.slice(0, max - 1).trimEnd()}…` : tidy;
}
