-- An admin viewing a worker's identity photo is logged (issue 22 §5).
ALTER TYPE "ActivityAction" ADD VALUE 'VIEW';
