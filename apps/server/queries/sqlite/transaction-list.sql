select *
  from "wallet_transactions"
  where "customer_id" = ?
  order by "created_at" desc, "id" desc
  limit 20;

select count(*) as "n"
  from (select "id"
  from "wallet_transactions"
  where "customer_id" = ?
  limit 10001) as "matched";
