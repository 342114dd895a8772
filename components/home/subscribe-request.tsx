"use client";
// "Subscribe Now": a modal with an email field. The server stores it pending and emails a confirmation link. The
// form's code loads when the modal first opens.
import { lazy } from "react";
import { ModalButton } from "./modal-button";

const SubscribeForm = lazy(() => import("./subscribe-form").then((m) => ({ default: m.SubscribeForm })));

export function SubscribeRequest() {
  return (
    <ModalButton label="Subscribe Now" title="Subscribe to our updates">
      {(close) => <SubscribeForm onSubscribed={close} />}
    </ModalButton>
  );
}
