ALTER TABLE "faq_types" ADD COLUMN "language" varchar(5) DEFAULT 'zh-CN' NOT NULL;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "language" varchar(5) DEFAULT 'zh-CN' NOT NULL;