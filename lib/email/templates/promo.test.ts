import { createElement } from "react";
import { render } from "@react-email/components";
import { describe, expect, it } from "vitest";
import { PromoEmail } from "./promo";

describe("PromoEmail", () => {
  it("renders the message as paragraphs, the admin's HTML as it is, and the preferences and unsubscribe links in both versions", async () => {
    const element = createElement(PromoEmail, {
      subject: "Sale",
      message: "Half price.\n\nThis weekend only.",
      html: '<p><strong>Bold</strong> <a href="https://example.com/x">deal</a></p>',
      unsubscribeUrl: "https://example.com/unsubscribe/TOKEN",
      preferencesUrl: "https://example.com/newsletter/TOKEN",
    });
    const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
    expect(html).toContain('<p><strong>Bold</strong> <a href="https://example.com/x">deal</a></p>');
    expect(html).toContain('href="https://example.com/unsubscribe/TOKEN"');
    expect(text).toContain("Half price.");
    expect(text).toContain("This weekend only.");
    expect(text).toContain("https://example.com/unsubscribe/TOKEN");
    expect(html).toContain('href="https://example.com/newsletter/TOKEN"');
    expect(text).toContain("https://example.com/newsletter/TOKEN");
  });

  it("renders without HTML", async () => {
    const html = await render(
      createElement(PromoEmail, {
        subject: "Sale",
        message: "Hi",
        html: null,
        unsubscribeUrl: "https://example.com/u",
        preferencesUrl: "https://example.com/p",
      }),
    );
    expect(html).toContain("Hi");
  });
});
