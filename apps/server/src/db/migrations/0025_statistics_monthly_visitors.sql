CREATE TABLE "statistics_monthly_visitors" (
	"month" date NOT NULL,
	"key" varchar(7) NOT NULL,
	"sketch" "bytea" NOT NULL,
	CONSTRAINT "statistics_monthly_visitors_month_key_pk" PRIMARY KEY("month","key")
);
