import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import AdvertiseError from "@/app/(site)/advertise/error";

describe("the /advertise error state", () => {
  it("says the adverts failed to load, inline in red, with a way to try again", () => {
    const html = renderToStaticMarkup(createElement(AdvertiseError, { reset: () => {} }));
    expect(html).toContain('role="alert"');
    expect(html).toMatch(/<p class="text-red-700">Failed to load adverts<\/p>/);
    expect(html).toContain("Try again");
  });
});
