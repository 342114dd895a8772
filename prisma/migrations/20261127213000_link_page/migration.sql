-- A creator's link-in-bio page (/links/{handle}): one per account, gone with the account.
CREATE TABLE "LinkPage" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "handle" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "published" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LinkPage_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "LinkPage_userId_key" ON "LinkPage"("userId");
CREATE UNIQUE INDEX "LinkPage_handle_key" ON "LinkPage"("handle");

ALTER TABLE "LinkPage" ADD CONSTRAINT "LinkPage_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
