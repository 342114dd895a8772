import { describe, expect, it } from "vitest";
import { ApiRequestError } from "@/lib/api/client";
import { sendForm, UploadCancelled } from "./send-form";

// A stand-in XMLHttpRequest: the test drives its progress and its answer.
class FakeXhr {
  static last: FakeXhr;
  upload = { onprogress: null as ((e: ProgressEvent) => void) | null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  withCredentials = false;
  status = 0;
  responseText = "";
  opened: [string, string] | null = null;
  sent: unknown = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: string) {
    this.status = status;
    this.responseText = body;
    this.onload?.();
  }
}
const Xhr = FakeXhr as unknown as NonNullable<Parameters<typeof sendForm>[3]>["Xhr"];

describe("sendForm", () => {
  it("posts the form to /mnb/api, reports whole percents and resolves the JSON answer", async () => {
    const seen: number[] = [];
    const body = new FormData();
    const sent = sendForm<{ message: string }>("POST", "/createSong", body, { Xhr, onProgress: (p) => seen.push(p) });
    const xhr = FakeXhr.last;
    expect(xhr.opened).toEqual(["POST", "/mnb/api/createSong"]);
    expect(xhr.sent).toBe(body);
    expect(xhr.withCredentials).toBe(true);
    xhr.progress(1, 3);
    xhr.progress(3, 3);
    xhr.answer(201, JSON.stringify({ message: "Song uploaded successfully!" }));
    await expect(sent).resolves.toEqual({ message: "Song uploaded successfully!" });
    expect(seen).toEqual([33, 100]);
  });

  it("rejects with the server's message and status", async () => {
    const sent = sendForm("PUT", "/updateSong/x", new FormData(), { Xhr });
    FakeXhr.last.answer(
      422,
      JSON.stringify({ message: "Please provide title, artist, genre, and audio file.", code: "unprocessable_entity" }),
    );
    const error = await sent.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: "Please provide title, artist, genre, and audio file.", status: 422 });
  });

  it("rejects a non-JSON failure with an empty message, so the form's own text is shown", async () => {
    const sent = sendForm("POST", "/x", new FormData(), { Xhr });
    FakeXhr.last.answer(502, "<html>Bad gateway</html>");
    await expect(sent).rejects.toMatchObject({ message: "", status: 502 });
  });

  it("cancels through the signal, also before it starts", async () => {
    const controller = new AbortController();
    const sent = sendForm("POST", "/x", new FormData(), { Xhr, signal: controller.signal });
    controller.abort();
    await expect(sent).rejects.toBeInstanceOf(UploadCancelled);
    await expect(sendForm("POST", "/x", new FormData(), { Xhr, signal: controller.signal })).rejects.toBeInstanceOf(
      UploadCancelled,
    );
  });
});
