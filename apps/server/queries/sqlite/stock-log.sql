select "id", "code", "name_en", "name_cn", "country", "address", "is_active"
  from "warehouses"
  order by "sort", "id";

select "id", "platform_order_no"
  from "orders"
  where "customer_id" = ? and "id" in (?);

select "id", "sku", "name_cn", "name_en"
  from (select "id", "sku", "sku_key", "name_cn", "name_en", "image_url", "warning_quantity"
  from "products"
  where "customer_id" = ?) as "sku_catalogue"
  where "id" in (?, ?);

select *
  from "stock_movements"
  where "customer_id" = ?
  order by "id" desc
  limit 20 offset ?;

select count(*) as "n"
  from (select "id"
  from "stock_movements"
  where "customer_id" = ?
  limit 10000) as "counted";
