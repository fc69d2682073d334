-- Trigram matching for the catalogue keyword index (products_keyword_index); trusted since PostgreSQL 13, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
