begin immediate;

commit;

insert into "events" ("customer_id", "type", "subject", "payload", "created_at")
  values (?, ?, ?, ?, ?);

insert into "operation_logs" ("customer_id", "account_id", "account_email", "account_kind", "source", "menu", "operation", "method", "url", "params", "result_code", "result_msg", "duration_ms", "ip", "user_agent", "created_at")
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  returning "id";

insert into "order_status_counts" ("customer_id", "status", "count")
  values (?, ?, ?)
  on conflict ("customer_id", "status") do update
  set "count" = "order_status_counts"."count" + "excluded"."count";

insert into "order_transitions" ("order_id", "from_status", "to_status", "actor_kind", "actor_id", "actor_label", "reason", "created_at", "customer_id")
  values (?, ?, ?, ?, ?, ?, ?, ?, ?);

insert into "stock_locks" ("customer_id", "reference_type", "reference_id", "product_id", "warehouse_id", "quantity", "package_code")
  values (?, ?, ?, ?, ?, ?, ?)
  on conflict ("customer_id", "reference_type", "reference_id", "product_id", "warehouse_id", "package_code") do update
  set "quantity" = "stock_locks"."quantity" + "excluded"."quantity";

insert into "stock_movements" ("customer_id", "product_id", "warehouse_id", "type", "on_hand_delta", "locked_delta", "on_hand_after", "locked_after", "reference_type", "reference_id", "package_code", "actor_kind", "actor_id", "actor_label", "created_at")
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  returning *;

insert into "wallet_accounts" ("customer_id", "currency", "balance", "credit_limit", "held", "low_balance_threshold", "low_balance_since", "updated_at")
  values (?, ?, ?, ?, ?, ?, ?, ?)
  on conflict ("customer_id") do nothing;

insert into "wallet_holds" ("customer_id", "reference_type", "reference_id", "amount", "status", "actor_kind", "actor_id", "actor_label", "created_at", "settled_at")
  values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?);

select "id", "code", "name_en", "name_cn", "is_dangerous"
  from "product_properties"
  order by "sort", "id";

select "id", "code", "name_en", "name_cn", "type", "chargeable", "size", "weight_g", "price"
  from "pack_materials"
  order by "sort", "id";

select "version"
  from "shipping_rate_version"
  where "id" = ?;

select *
  from "order_consumables"
  where "customer_id" = ? and "order_id" in (?)
  order by "id";

select *
  from "order_lines"
  where "customer_id" = ? and "order_id" in (?)
  order by "order_id", "position";

select *
  from "order_packaging"
  where "customer_id" = ? and "order_id" in (?)
  order by "id";

select *
  from "order_value_added_services"
  where "customer_id" = ? and "order_id" in (?)
  order by "id";

select *
  from "orders"
  where "customer_id" = ? and "id" in (?)
  order by "id";

select sum("order_lines"."unit_price" * "order_lines"."quantity") as "value"
  from "orders"
  inner join "order_lines" on "order_lines"."order_id" = "orders"."id"
  where "orders"."customer_id" = ? and "orders"."created_at" >= ? and "orders"."created_at" <= ? and "orders"."first_name" = ? and "orders"."zip" = ? and "orders"."country" = ? and "orders"."status" != ? and "orders"."id" != ?;

update "orders"
  set "shipping_method_name" = ?, "courier" = ?, "estimate_total" = ?, "estimate_lines" = ?, "submitted_at" = ?, "status" = ?, "updated_at" = ?
  where "customer_id" = ? and "id" = ? and "status" = ?;

update "stock_balances"
  set "locked" = "locked" + ?, "updated_at" = ?
  where "customer_id" = ? and "product_id" = ? and "warehouse_id" = ? and on_hand - locked >= ?
  returning "id", "product_id", "on_hand", "locked";

update "wallet_accounts"
  set "held" = "held" + ?, "updated_at" = ?
  where "customer_id" = ? and balance - held - ? >= -credit_limit
  returning "balance", "credit_limit", "held", "low_balance_threshold", "low_balance_since";
