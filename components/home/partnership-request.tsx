"use client";
// "Become a Partner": a modal with name, email and message. Success clears the form and closes the modal; a failure
// keeps it open with what was typed. The form's code loads when the modal first opens.
import { lazy } from "react";
import { ModalButton } from "./modal-button";

const PartnershipForm = lazy(() => import("./partnership-form").then((m) => ({ default: m.PartnershipForm })));

export function PartnershipRequest() {
  return (
    <ModalButton label="Become a Partner" title="Partnership Request">
      {(close) => <PartnershipForm onSent={close} />}
    </ModalButton>
  );
}
