import { describe, expect, it } from "vitest";
import { ADVERT_LINK_INVALID, ADVERT_REQUIRED, ADVERT_SOCIAL_INVALID, advertSchema } from "./schema";

const valid = { title: "Acme", description: "We make things", link: "https://acme.example" };
const firstMessage = (r: { error?: { issues: { message: string }[] } }) => r.error?.issues[0]?.message;

describe("advert schema", () => {
  it("requires title, description and link", () => {
    for (const field of ["title", "description", "link"]) {
      expect(firstMessage(advertSchema.safeParse({ ...valid, [field]: "  " }))).toBe(ADVERT_REQUIRED);
    }
  });

  it("stores blank social links as null and keeps http(s) ones", () => {
    const advert = advertSchema.parse({
      ...valid,
      facebook: "",
      instagram: " https://instagram.com/acme ",
      twitter: "http://x.com/acme",
    });
    expect(advert).toMatchObject({
      facebook: null,
      instagram: "https://instagram.com/acme",
      twitter: "http://x.com/acme",
      linkedin: null,
    });
    expect(advert.image).toBeUndefined();
  });

  it.each(["javascript:alert(1)", "ftp://acme.example/file", "data:text/html,hi", "acme.example"])(
    "refuses the link %s",
    (link) => {
      expect(firstMessage(advertSchema.safeParse({ ...valid, link }))).toBe(ADVERT_LINK_INVALID);
      expect(firstMessage(advertSchema.safeParse({ ...valid, linkedin: link }))).toBe(ADVERT_SOCIAL_INVALID);
    },
  );
});
