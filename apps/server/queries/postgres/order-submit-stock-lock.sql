begin;

commit;

insert into "events" ("customer_id", "type", "subject", "payload", "created_at")
  values ($1, $2, $3, $4, $5);

insert into "operation_logs" ("customer_id", "account_id", "account_email", "account_kind", "source", "menu", "operation", "method", "url", "params", "result_code", "result_msg", "duration_ms", "ip", "user_agent", "created_at")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)
  returning "id";

insert into "order_status_counts" ("customer_id", "status", "count")
  values ($1, $2, $3)
  on conflict ("customer_id", "status") do update
  set "count" = "order_status_counts"."count" + "excluded"."count";

insert into "order_transitions" ("order_id", "from_status", "to_status", "actor_kind", "actor_id", "actor_label", "reason", "created_at", "customer_id")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9);

insert into "stock_locks" ("customer_id", "reference_type", "reference_id", "product_id", "warehouse_id", "quantity", "package_code")
  values ($1, $2, $3, $4, $5, $6, $7)
  on conflict ("customer_id", "reference_type", "reference_id", "product_id", "warehouse_id", "package_code") do update
  set "quantity" = "stock_locks"."quantity" + "excluded"."quantity";

insert into "stock_movements" ("customer_id", "product_id", "warehouse_id", "type", "on_hand_delta", "locked_delta", "on_hand_after", "locked_after", "reference_type", "reference_id", "package_code", "actor_kind", "actor_id", "actor_label", "created_at")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
  returning *;

insert into "wallet_accounts" ("customer_id", "currency", "balance", "credit_limit", "held", "low_balance_threshold", "low_balance_since", "updated_at")
  values ($1, $2, $3, $4, $5, $6, $7, $8)
  on conflict ("customer_id") do nothing;

insert into "wallet_holds" ("customer_id", "reference_type", "reference_id", "amount", "status", "actor_kind", "actor_id", "actor_label", "created_at", "settled_at")
  values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10);

select "id", "code", "name_en", "name_cn", "is_dangerous"
  from "product_properties"
  order by "sort", "id";

select "id", "code", "name_en", "name_cn", "type", "chargeable", "size", "weight_g", "price"
  from "pack_materials"
  order by "sort", "id";

select "version"
  from "shipping_rate_version"
  where "id" = $1;

select *
  from "order_consumables"
  where "customer_id" = $1 and "order_id" in ($2)
  order by "id";

select *
  from "order_lines"
  where "customer_id" = $1 and "order_id" in ($2)
  order by "order_id", "position";

select *
  from "order_packaging"
  where "customer_id" = $1 and "order_id" in ($2)
  order by "id";

select *
  from "order_value_added_services"
  where "customer_id" = $1 and "order_id" in ($2)
  order by "id";

select *
  from "orders"
  where "customer_id" = $1 and "id" in ($2)
  order by "id";

select *
  from "orders"
  where "customer_id" = $1 and "id" in ($2)
  order by "id" for update;

select sum("order_lines"."unit_price" * "order_lines"."quantity") as "value"
  from "orders"
  inner join "order_lines" on "order_lines"."order_id" = "orders"."id"
  where "orders"."customer_id" = $1 and "orders"."created_at" >= $2 and "orders"."created_at" <= $3 and "orders"."first_name" = $4 and "orders"."zip" = $5 and "orders"."country" = $6 and "orders"."status" != $7 and "orders"."id" != $8;

update "orders"
  set "shipping_method_name" = $1, "courier" = $2, "estimate_total" = $3, "estimate_lines" = $4, "submitted_at" = $5, "status" = $6, "updated_at" = $7
  where "customer_id" = $8 and "id" = $9 and "status" = $10;

update "stock_balances"
  set "locked" = "locked" + $1, "updated_at" = $2
  where "customer_id" = $3 and "product_id" = $4 and "warehouse_id" = $5 and on_hand - locked >= $6
  returning "id", "product_id", "on_hand", "locked";

update "wallet_accounts"
  set "held" = "held" + $1, "updated_at" = $2
  where "customer_id" = $3 and balance - held - $4 >= -credit_limit
  returning "balance", "credit_limit", "held", "low_balance_threshold", "low_balance_since";
