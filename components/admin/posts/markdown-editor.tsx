"use client";
// The post form's text editor for Markdown posts, for editors who never wrote Markdown: a toolbar (and Ctrl/Cmd
// shortcuts) that writes the marks for them, pictures uploaded by button, paste or drop (alt text selected to be
// typed), a streaming address put alone on its line to become a player, and a live preview rendered by the post
// page's own renderer (POST /mnb/api/posts/preview) beside the text on wide screens, behind a tab on phones. The text
// stays react-hook-form's: every edit goes through `setText` (setValue with shouldDirty). No editor library: the
// text operations are a few pure functions (markdown-text.ts).
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { toast } from "@/components/ui/toast";
import { inputClass } from "@/components/ui/field";
import { apiFetch, messageOr } from "@/lib/api/client";
import { EDITOR_TEXT } from "@/lib/posts/copy";
import { countWords, readingMinutes, roughText } from "@/lib/posts/reading-time";
import {
  insertLink,
  insertPicture,
  insertPlayer,
  pasteUrl,
  prefixLines,
  wrapSelection,
  type TextEdit,
} from "./markdown-text";

const IMAGE_TYPES = ["image/jpeg", "image/png", "image/webp"];
const ALT_PLACEHOLDER = "description";
const PREVIEW_DELAY_MS = 500;

type Props = {
  id: string;
  field: UseFormRegisterReturn;
  value: string;
  setText: (value: string) => void;
  /** Pictures go straight to Blob (the page's `direct`), else through POST /mnb/api/posts/images. */
  direct: boolean;
  invalid: boolean;
};

type Tool = { name: string; label: string; key?: string; run: (edit: TextEdit) => TextEdit | null | "picture" };

const ask = (question: string) => window.prompt(question)?.trim() || null;

const TOOLS: Tool[] = [
  { name: "Bold", label: "B", key: "b", run: (e) => wrapSelection(e, "**", "bold text") },
  { name: "Italic", label: "I", key: "i", run: (e) => wrapSelection(e, "_", "italic text") },
  { name: "Heading", label: "H", run: (e) => prefixLines(e, "## ") },
  {
    name: "Link",
    label: "Link",
    key: "k",
    run: (e) => {
      const url = ask(EDITOR_TEXT.linkPrompt);
      return url ? insertLink(e, url, "link text") : null;
    },
  },
  { name: "Quote", label: "Quote", run: (e) => prefixLines(e, "> ") },
  { name: "List", label: "List", run: (e) => prefixLines(e, "- ") },
  { name: "Picture", label: "Picture", run: () => "picture" },
  {
    name: "Player",
    label: "Player",
    run: (e) => {
      const url = ask(EDITOR_TEXT.playerPrompt);
      return url ? insertPlayer(e, url) : null;
    },
  },
];
const BY_KEY = new Map(TOOLS.filter((t) => t.key).map((t) => [t.key!, t]));

async function uploadPicture(file: File, direct: boolean, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.set("file", file);
  if (!direct)
    return apiFetch<{ url: string; width: number; height: number }>("/posts/images", { method: "POST", body: form });
  // The save reads a Blob picture's size from storage (lib/posts/image-sizes.ts).
  const { filesToBlob } = await import("@/components/admin/kit/use-form-upload");
  await filesToBlob(form, { file: "post-image" }, { onProgress });
  return { url: String(form.get("file")) };
}

export function MarkdownEditor({ id, field, value, setText, direct, invalid }: Props) {
  const area = useRef<HTMLTextAreaElement | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<"write" | "preview">("write");
  const [wide, setWide] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);
  const [preview, setPreview] = useState<{ html: string } | { error: string } | null>(null);

  useEffect(() => {
    const query = window.matchMedia("(min-width: 1024px)");
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  // The preview follows the text, half a second after the typing stops, while it is on screen.
  const showing = wide || tab === "preview";
  useEffect(() => {
    if (!showing) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<{ html: string }>("/posts/preview", {
        method: "POST",
        json: { content: value },
        signal: controller.signal,
      })
        .then(setPreview)
        .catch((error: unknown) => {
          if (!controller.signal.aborted) setPreview({ error: messageOr(error, EDITOR_TEXT.previewFailed) });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [value, showing]);

  const current = (): TextEdit => {
    const el = area.current!;
    return { value: el.value, start: el.selectionStart, end: el.selectionEnd };
  };
  function apply(edit: TextEdit | null) {
    const el = area.current;
    if (!edit || !el) return;
    setText(edit.value);
    el.value = edit.value;
    el.focus();
    el.setSelectionRange(edit.start, edit.end);
  }
  function runTool(tool: Tool) {
    const result = tool.run(current());
    if (result === "picture") picker.current?.click();
    else apply(result);
  }

  async function upload(file: File) {
    if (!IMAGE_TYPES.includes(file.type)) return toast.error("Please choose a JPEG, PNG or WebP image.");
    setUploading(0);
    try {
      const { url, ...size } = await uploadPicture(file, direct, setUploading);
      apply(insertPicture(current(), url, ALT_PLACEHOLDER, "width" in size ? size : undefined));
    } catch (error) {
      toast.error(messageOr(error, EDITOR_TEXT.uploadFailed));
    } finally {
      setUploading(null);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const tool = BY_KEY.get(event.key.toLowerCase());
    if (!tool) return;
    event.preventDefault();
    runTool(tool);
  }
  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const picture = [...event.clipboardData.files].find((f) => f.type.startsWith("image/"));
    if (picture) {
      event.preventDefault();
      return void upload(picture);
    }
    const edit = pasteUrl(current(), event.clipboardData.getData("text/plain"));
    if (!edit) return;
    event.preventDefault();
    apply(edit);
  }
  function onDrop(event: DragEvent<HTMLTextAreaElement>) {
    const picture = [...event.dataTransfer.files].find((f) => f.type.startsWith("image/"));
    if (!picture) return;
    event.preventDefault();
    void upload(picture);
  }

  const words = countWords(roughText(value));
  const tabClass = (on: boolean) =>
    `min-h-11 rounded px-3 text-sm font-medium ${on ? "bg-brand-dark text-white" : "border border-gray-300"}`;
  return (
    <div className="flex flex-col gap-2">
      <div role="toolbar" aria-label="Formatting" aria-controls={id} className="flex flex-wrap gap-1">
        {TOOLS.map((tool) => {
          const keys = tool.key ? `Control+${tool.key.toUpperCase()} Meta+${tool.key.toUpperCase()}` : undefined;
          return (
            <button
              key={tool.name}
              type="button"
              aria-label={tool.name}
              title={tool.key ? `${tool.name} (Ctrl+${tool.key.toUpperCase()})` : tool.name}
              aria-keyshortcuts={keys}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => runTool(tool)}
              disabled={tool.name === "Picture" && uploading !== null}
              className={`min-h-11 min-w-11 rounded border border-gray-300 px-2 text-sm hover:bg-gray-100 ${
                tool.name === "Bold" ? "font-bold" : tool.name === "Italic" ? "italic" : ""
              }`}
            >
              {tool.label}
            </button>
          );
        })}
        <input
          ref={picker}
          type="file"
          accept={IMAGE_TYPES.join(",")}
          className="hidden"
          tabIndex={-1}
          aria-hidden
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = "";
            if (file) void upload(file);
          }}
        />
      </div>
      <div className="flex gap-2 lg:hidden">
        <button
          type="button"
          aria-pressed={tab === "write"}
          className={tabClass(tab === "write")}
          onClick={() => setTab("write")}
        >
          Write
        </button>
        <button
          type="button"
          aria-pressed={tab === "preview"}
          className={tabClass(tab === "preview")}
          onClick={() => setTab("preview")}
        >
          Preview
        </button>
      </div>
      <div className="grid gap-3 lg:grid-cols-2">
        <textarea
          id={id}
          rows={16}
          className={`${inputClass} font-mono text-sm ${tab === "write" ? "" : "hidden lg:block"}`}
          aria-invalid={invalid}
          {...field}
          ref={(el) => {
            field.ref(el);
            area.current = el;
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onDrop={onDrop}
        />
        <section
          aria-label="Preview"
          className={`max-h-[32rem] overflow-auto rounded-md border border-gray-200 p-3 ${showing ? "" : "hidden"}`}
        >
          {preview && "html" in preview ? (
            preview.html ? (
              <div className="post-body" dangerouslySetInnerHTML={{ __html: preview.html }} />
            ) : (
              <p className="text-sm text-gray-500">{EDITOR_TEXT.previewEmpty}</p>
            )
          ) : (
            <p className="text-sm text-gray-500">{preview?.error ?? "…"}</p>
          )}
        </section>
      </div>
      <div className="flex flex-wrap justify-between gap-2 text-sm text-gray-600">
        <p aria-live="polite">
          {uploading === null ? "" : `${EDITOR_TEXT.uploading}${uploading > 0 ? ` ${uploading}%` : ""}`}
        </p>
        <p>{EDITOR_TEXT.words(words, readingMinutes(words))}</p>
      </div>
    </div>
  );
}
