import { describe, expect, it } from "vitest";
import {
  insertBlock,
  insertLink,
  insertPicture,
  insertPlayer,
  pasteUrl,
  prefixLines,
  wrapSelection,
  type TextEdit,
} from "./markdown-text";

/** A text with its selection marked by [ and ] (or a caret | ). */
function at(marked: string): TextEdit {
  if (marked.includes("|")) {
    const start = marked.indexOf("|");
    return { value: marked.replace("|", ""), start, end: start };
  }
  const start = marked.indexOf("[");
  const end = marked.indexOf("]") - 1;
  return { value: marked.replace("[", "").replace("]", ""), start, end };
}
const shown = ({ value, start, end }: TextEdit) =>
  start === end
    ? value.slice(0, start) + "|" + value.slice(start)
    : `${value.slice(0, start)}[${value.slice(start, end)}]${value.slice(end)}`;

describe("wrapSelection", () => {
  it("wraps the selection and keeps it selected", () => {
    expect(shown(wrapSelection(at("a [loud] song"), "**", "bold text"))).toBe("a **[loud]** song");
  });
  it("inserts a selected placeholder when nothing is selected", () => {
    expect(shown(wrapSelection(at("a |"), "_", "italic text"))).toBe("a _[italic text]_");
  });
  it("unwraps a selection already wrapped (the button toggles)", () => {
    expect(shown(wrapSelection(at("a **[loud]** song"), "**", "bold text"))).toBe("a [loud] song");
  });
});

describe("prefixLines", () => {
  it("prefixes every line the selection touches and selects them", () => {
    expect(shown(prefixLines(at("intro\none [two\nthr]ee\nend"), "- "))).toBe("intro\n[- one two\n- three]\nend");
  });
  it("works on the caret's line", () => {
    expect(shown(prefixLines(at("a\nTi|tle\nb"), "## "))).toBe("a\n[## Title]\nb");
  });
  it("takes the prefix away when every line has it", () => {
    expect(shown(prefixLines(at("[> one\n> two]"), "> "))).toBe("[one\ntwo]");
  });
});

describe("insertLink", () => {
  it("makes the selection the link's text", () => {
    expect(shown(insertLink(at("see [the review] now"), "https://x.com", "link text"))).toBe(
      "see [[the review]](https://x.com) now",
    );
  });
  it("selects a placeholder text when nothing is selected", () => {
    expect(shown(insertLink(at("see |"), "https://x.com", "link text"))).toBe("see [[link text]](https://x.com)");
  });
});

describe("insertPlayer and insertBlock", () => {
  it("puts the address alone on its line with blank lines around, mid-paragraph", () => {
    expect(shown(insertPlayer(at("Listen| to this"), " https://youtu.be/abc "))).toBe(
      "Listen\n\nhttps://youtu.be/abc\n\n|to this",
    );
  });
  it("adds no blank line at the start of the text, and completes a single line break", () => {
    expect(shown(insertPlayer(at("|"), "https://youtu.be/abc"))).toBe("https://youtu.be/abc\n\n|");
    expect(shown(insertBlock(at("One\n|\nTwo"), "X"))).toBe("One\n\nX\n\n|Two");
  });
  it("puts a picture on its own with its alt text selected", () => {
    expect(shown(insertPicture(at("Text|"), "/files/post-image/a.png", "description", { width: 64, height: 48 }))).toBe(
      "Text\n\n![[description]](/files/post-image/a.png =64x48)\n\n",
    );
    expect(shown(insertPicture(at("|"), "https://s.public.blob.vercel-storage.com/a.png", "description"))).toBe(
      "![[description]](https://s.public.blob.vercel-storage.com/a.png)\n\n",
    );
  });
});

describe("pasteUrl", () => {
  it("keeps a bare address pasted into an empty line alone on its line", () => {
    expect(shown(pasteUrl(at("Intro\n\n|"), "https://open.spotify.com/track/1")!)).toBe(
      "Intro\n\nhttps://open.spotify.com/track/1\n\n|",
    );
  });
  it("leaves a paste inside a sentence, a selection or other text to the browser", () => {
    expect(pasteUrl(at("see | here"), "https://x.com")).toBeNull();
    expect(pasteUrl(at("\n|\n"), "two words")).toBeNull();
    expect(pasteUrl(at("[abc]"), "https://x.com")).toBeNull();
  });
});
