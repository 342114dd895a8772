// How a worker's ID number is shown: the database's sequence number, padded (7 → "MNB-0007"; past 9999 it grows).
export const WORKER_NUMBER_PREFIX = "MNB-";

export const formatWorkerNumber = (n: number) => `${WORKER_NUMBER_PREFIX}${String(n).padStart(4, "0")}`;
