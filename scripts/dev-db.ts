// Where each embedded database lives. Ports sit away from 5432 so a system PostgreSQL can run beside them.
export const DEV_DB = { name: "pg-dev", port: 54329, database: "mnb" };
export const TEST_DB = { name: "pg-test", port: 54330, database: "mnb_test", fresh: true };
