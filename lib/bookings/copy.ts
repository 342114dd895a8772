// The booking screens' texts (the "Error catalogue" of public-site.md and admin-and-payments.md), without zod, so
// client components can show them without downloading the schema. lib/bookings/schema.ts re-exports them for the
// server.
export const BOOKING_NAME_REQUIRED = "Please enter your name.";
export const BOOKING_EMAIL_REQUIRED = "Please enter your email address.";
export const BOOKING_SERVICE_REQUIRED = "Please choose a service.";
export const BOOKING_MESSAGE_REQUIRED = "Please describe your project.";
export const BOOKING_DATE_REQUIRED = "Please choose a date and time.";
export const BOOKING_DATE_INVALID = "Please choose a valid date and time.";
export const BOOKING_DATE_PAST = "Please choose a date and time in the future.";
export const BOOKING_DATE_TOO_FAR = "Please choose a date within the next two years.";
export const BOOKING_FILE_REQUIRED = "Please upload a file first.";

export const FILE_UPLOADED = "✅ File uploaded successfully";
export const FILE_UPLOAD_FAILED = "Failed to upload file. Please try again.";
export const BOOKING_SUBMITTED = "✅ Booking submitted successfully!";
export const BOOKING_FAILED = "❌ Failed to submit booking. Please try again.";

export const BOOKINGS_FETCHED = "Bookings fetched successfully!";
export const BOOKINGS_FETCH_FAILED = "Failed to fetch bookings";
export const BOOKING_DELETED = "Booking deleted successfully!";
export const BOOKING_DELETE_FAILED = "Failed to delete booking";
export const BOOKING_UPDATED = "Booking updated successfully!";
export const BOOKING_UPDATE_FAILED = "Failed to update booking";
export const NO_BOOKINGS = "No bookings found.";
