-- A wrong password is a 'login' failure (login, change-password) or an 'otorisasi' one (a supervisor's password
-- typed at someone else's counter): the grant throttle counts both, a login only its own.
ALTER TABLE "login_failures" ADD COLUMN "kind" text DEFAULT 'login' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_kind_check" CHECK ("kind" IN ('login', 'otorisasi'));
