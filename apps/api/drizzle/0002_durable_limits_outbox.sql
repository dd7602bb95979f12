CREATE TABLE "known_devices" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "leased_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "lease_id" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
-- Rows written before this migration were already delivered (or were the development outbox itself).
UPDATE "outbox_messages" SET "status" = 'sent', "sent_at" = "created_at";--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "known_devices_user" ON "known_devices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "known_devices_expires_at" ON "known_devices" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_messages_due" ON "outbox_messages" USING btree ("next_attempt_at") WHERE "outbox_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "outbox_messages_to" ON "outbox_messages" USING btree ("to");